import type { mongo } from 'mongoose';
import { currentRequestId } from '../../logging/request-context.js';

/** One command a store of this process sent to its server, as the driver's command monitoring saw it. */
export interface ObservedCommand {
  /** The database (one per service: `heartwise_forum`, …). */
  database: string;
  commandName: string;
  command: Readonly<Record<string, unknown>>;
  /**
   * The request (or the event a request caused: consumers run with its id) the command was sent
   * for; undefined for background work (the outbox relay, sweeps, start-up).
   */
  requestId: string | undefined;
}

export type CommandListener = (command: ObservedCommand) => void;

const listeners = new Set<CommandListener>();

/**
 * Watches every command the MongoDB stores of this process send, for tests that pin what a call
 * costs (classify each with `classifyCommand`). Opt-in: only stores connected while a listener is
 * registered turn the driver's command monitoring on, so nothing changes for anyone else. Register
 * before starting the services; the returned function stops listening.
 */
export function observeStoreCommands(listener: CommandListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** @internal For mongo-connection.ts: whether a store connecting now should monitor its commands. */
export function commandsObserved(): boolean {
  return listeners.size > 0;
}

/**
 * @internal Passes the client's commands on to the listeners. The driver emits `commandStarted`
 * synchronously in the caller's async context, so the request id is the caller's.
 */
export function forwardCommands(client: mongo.MongoClient): void {
  client.on('commandStarted', (event) => {
    if (listeners.size === 0) return;
    const observed: ObservedCommand = {
      database: event.databaseName,
      commandName: event.commandName,
      command: event.command as Readonly<Record<string, unknown>>,
      requestId: currentRequestId(),
    };
    for (const listener of listeners) listener(observed);
  });
}
