import { describe, expect, it, jest } from '@jest/globals';
import kafkajs from 'kafkajs';
import { retryRetriable } from '../src/adapters/kafka/retry-retriable.js';

const { KafkaJSProtocolError, KafkaJSNonRetriableError } = kafkajs;

/** What a fresh broker answers about a topic it has just created but whose metadata lags. */
const unknownTopic = () =>
  // kafkajs builds these from its protocol table (type, code, retriable); its typings only show the message.
  new KafkaJSProtocolError(
    Object.assign(new Error('This server does not host this topic-partition'), {
      type: 'UNKNOWN_TOPIC_OR_PARTITION',
      code: 3,
      retriable: true,
    }),
  );

describe('retrying what Kafka says is worth retrying', () => {
  it('a topic the broker does not know yet right after creating it is looked for again, and the work goes on', async () => {
    let calls = 0;
    const retried = jest.fn();
    const result = await retryRetriable(
      async () => {
        calls += 1;
        if (calls < 3) throw unknownTopic();
        return 'topics exist';
      },
      { attempts: 5, firstDelayMs: 1, onRetry: retried },
    );
    expect(result).toBe('topics exist');
    expect(calls).toBe(3);
    expect(retried.mock.calls.map(([, attempt, delayMs]) => [attempt, delayMs])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('an error Kafka marks as final is thrown at once, untouched', async () => {
    const final = new KafkaJSNonRetriableError('Topic creation errors');
    let calls = 0;
    const failure = await retryRetriable(
      async () => {
        calls += 1;
        throw final;
      },
      { attempts: 5, firstDelayMs: 1 },
    ).catch((error: unknown) => error);
    expect(failure).toBe(final);
    expect(calls).toBe(1);
  });

  it('gives up after the last attempt and throws the last error', async () => {
    let calls = 0;
    const failure = await retryRetriable(
      async () => {
        calls += 1;
        throw unknownTopic();
      },
      { attempts: 3, firstDelayMs: 1 },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KafkaJSProtocolError);
    expect(calls).toBe(3);
  });
});
