import { describe, expect, it } from '@jest/globals';
import {
  compilePhrase,
  compilePhrases,
  findPhrase,
  wordsOf,
} from '../../src/core/screening/phrase-matcher.js';
import { screen, screeningLists } from '../../src/core/screening/screening.js';
import { PhraseListSetting } from '../../src/core/screening/phrase-list.setting.js';

const matches = (phrase: string, text: string) =>
  findPhrase(wordsOf(text), compilePhrases([phrase])) !== undefined;

describe('whole-word phrase matching', () => {
  it.each([
    ['killed', 'He was killed in the story we read'],
    ['killed', 'KILLED.'],
    ['rapist', 'a rapist'],
    ['kill myself', 'sometimes I want to kill myself'],
    ['kill myself', 'I want to KILL MYSELF!!!'],
    ['kill myself', 'kill-myself'],
    ['kill myself', 'kill...myself'],
    ['kill myself', 'kill\n  myself'],
    ['self harm', 'I started to self-harm again'],
    ['self harm', 'self_harm'],
    ["don't want to live", 'I dont want to live anymore'],
    ["don't want to live", 'I don’t want to live'],
    ['dont want to live', "I don't want to live"],
    ['suicid*', 'I have suicidal thoughts'],
    ['suicid*', 'Suicide.'],
    ['self harm*', 'self-harming'],
    ['naïve', 'so naive'],
    ['naive', 'so NAÏVE'],
  ])('"%s" matches in "%s"', (phrase, text) => {
    expect(matches(phrase, text)).toBe(true);
  });

  it.each([
    ['killed', 'She is very skilled at drawing'],
    ['killed', 'killedit'],
    ['rapist', 'My therapist helps me a lot'],
    ['rapist', 'therapists listen'],
    ['kill myself', 'I will not kill the plant myself'],
    ['kill myself', 'skill myself up'],
    ['kill myself', 'kill'],
    ['kill myself', 'myself kill'],
    ['self harm', 'harm to yourself'],
    ['suicid*', 'presuicide'],
    ['hurt myself', 'I hurt my self-esteem'],
    ['shit', 'shitake mushrooms'],
    ['idiot*', 'idiom'],
    ['die', 'diet'],
    ['die', 'studied'],
  ])('"%s" never matches in "%s"', (phrase, text) => {
    expect(matches(phrase, text)).toBe(false);
  });

  it('cuts text into simple words: case, accents, apostrophes and punctuation aside', () => {
    expect(wordsOf("I'm SO tired... can't sleep — Café?")).toEqual([
      'im',
      'so',
      'tired',
      'cant',
      'sleep',
      'cafe',
    ]);
    expect(wordsOf('  ')).toEqual([]);
    expect(wordsOf('a*b')).toEqual(['a', 'b']);
  });

  it('refuses an entry with no words in it', () => {
    expect(() => compilePhrase(' ,.- ')).toThrow('no words');
    expect(() => compilePhrase('*')).toThrow('no words');
  });
});

describe('screening with the default lists', () => {
  const lists = screeningLists();

  it.each([
    'I want to kill myself',
    'Sometimes I think about suicide',
    'I feel suicidal tonight',
    'I want to die',
    'i just wanna die',
    'I want to end my life',
    'I keep hurting myself when I am sad',
    'I have been cutting myself again',
    'I self-harm when things get bad',
    "I don't want to live anymore",
    'Everyone would be better off without me',
    'I wish I was dead',
  ])('"%s" is crisis language', (text) => {
    expect(screen(text, lists)).toBe('crisis');
  });

  it.each([
    'You are an idiot and nobody likes you',
    'kill yourself',
    "I'll kill you if you say that again",
    'what the fuck is this',
    'you are worthless',
    'Watch your back tomorrow',
  ])('"%s" is abusive', (text) => {
    expect(screen(text, lists)).toBe('abusive');
  });

  it.each([
    'My therapist taught me a breathing trick',
    'She is really skilled at helping friends',
    'I felt like an idiot after the test, but it passed',
    'The diet advice at school confused me',
    'I studied all night and feel tired',
    'I killed it at the football match today!',
    'I want to help a friend who hurt her knee',
    'Moving my body helps me feel better',
    'I ran 5 kms today and felt great',
  ])('"%s" is clean', (text) => {
    expect(screen(text, lists)).toBe('clean');
  });

  it('puts crisis first when a post holds both', () => {
    expect(screen('You idiot. I want to die.', lists)).toBe('crisis');
  });
});

describe('the lists come from configuration', () => {
  it('replaces a default list with comma- or line-separated entries', () => {
    expect(PhraseListSetting.parse('rainy days, grey skies\nsoggy socks')).toEqual([
      'rainy days',
      'grey skies',
      'soggy socks',
    ]);
    const lists = screeningLists({ abusive: PhraseListSetting.parse('soggy socks') ?? [] });
    expect(screen('My SOGGY-socks!', lists)).toBe('abusive');
    expect(screen('you are an idiot', lists)).toBe('clean');
    expect(screen('I want to die', lists)).toBe('crisis');
  });

  it('keeps the default list when unset or empty', () => {
    expect(PhraseListSetting.parse(undefined)).toBeUndefined();
    expect(PhraseListSetting.parse(' , \n ')).toBeUndefined();
  });

  it('refuses an entry with nothing to match', () => {
    expect(PhraseListSetting.safeParse('fine, ***').success).toBe(false);
  });
});
