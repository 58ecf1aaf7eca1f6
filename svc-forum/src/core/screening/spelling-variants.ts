/**
 * Other ways people write a word, so that every entry of the lists (configured ones too) also
 * matches them: chat spellings ("u r worthless", "want 2 die") and common misspellings ("kil
 * myself", "urself"). Written as screening reads text: lower case, no apostrophes ("youre").
 *
 * Not needed here: repeated letters (the matcher takes any number of repeats of a letter,
 * "kiiiill", but never fewer than the entry has, so "Niger" never matches a slur written with
 * "gg"), digits and symbols for letters ("k1ll", "$uicide"), and a word written in two ("my self").
 * Misspellings of a single-word entry ("sucide") are entries of the lists themselves.
 */
export const spellingVariants: Readonly<Record<string, readonly string[]>> = {
  // Chat spellings.
  you: ['u', 'ya', 'yu', 'yuo'],
  your: ['ur', 'yur', 'yor'],
  youre: ['ur', 'your', 'yur', 'yor', 'ure'],
  are: ['r'],
  to: ['2', 'ta'],
  want: ['wan', 'wnt', 'whant'],
  going: ['goin'],
  dont: ['dnt', 'dun'],
  nobody: ['nobdy', 'no1'],
  everyone: ['evryone', 'everyon', 'every1'],
  // Misspellings.
  myself: ['myslef', 'mysef', 'mysel', 'meself', 'mysefl', 'myslf', 'mslf'],
  yourself: [
    'urself',
    'urslf',
    'yourslef',
    'yoursef',
    'youself',
    'yoself',
    'yaself',
    'yourselves',
    'urselves',
    'yourselfs',
  ],
  kill: ['kil', 'kll'],
  killing: ['kiling', 'killin', 'kilin'],
  cutting: ['cuting', 'cuttin'],
  hurting: ['hurtin'],
  harming: ['harmin'],
  dead: ['ded'],
  life: ['lyfe', 'lif'],
  worthless: ['worthles', 'wortless', 'worthlss'],
  pathetic: ['pathatic', 'patheic'],
  disgusting: ['discusting', 'disgustin'],
  stupid: ['stoopid', 'stupd', 'stpid'],
  idiot: ['idoit', 'idot'],
  loser: ['losr'],
  // Only spellings no ordinary word starts with: entries like "fuck*" also match longer words.
  fuck: ['fck', 'phuck'],
  shit: ['sht', 'shyt'],
  bitch: ['btch', 'biatch'],
};
