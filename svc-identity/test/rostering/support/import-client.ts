import { expect } from '@jest/globals';
import { RosterImport, type EventEnvelope } from '@heartwise/contracts';
import type { Collection, DocumentStore, Doc } from '@heartwise/service-kit';
import request from 'supertest';
import { identityService } from '../../../src/service.js';
import { call, type Identity, type Person } from '../../support/identity-harness.js';

/** Uploads files (name → content) as the Organization Portal's form does: multipart/form-data. */
export async function upload(identity: Identity, admin: Person, files: Record<string, string | Buffer>) {
  let pending = request(identity.url)
    .post('/api/org/imports')
    .set('Host', 'portal.localhost')
    .set('Cookie', admin.cookie);
  for (const [name, content] of Object.entries(files)) {
    pending = pending.attach(
      'files',
      Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
      name,
    );
  }
  return pending;
}

/** Uploads and expects the preview. */
export async function previewOf(
  identity: Identity,
  admin: Person,
  files: Record<string, string | Buffer>,
): Promise<RosterImport> {
  const response = await upload(identity, admin, files);
  expect(response.status).toBe(201);
  return RosterImport.parse(response.body);
}

/** POST …/apply, …/rollback or …/discard. */
export const act = (
  identity: Identity,
  admin: Person,
  importId: string,
  action: 'apply' | 'rollback' | 'discard',
) => call(identity, 'post', `/api/org/imports/${importId}/${action}`, { cookie: admin.cookie });

/** The import as the portal polls it, until its job is no longer running. */
export async function settled(identity: Identity, admin: Person, importId: string): Promise<RosterImport> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const response = await call(identity, 'get', `/api/org/imports/${importId}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const found = RosterImport.parse(response.body);
    if (found.status !== 'applying' && found.status !== 'rolling-back') return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the import job did not finish within 5 s');
}

/** Applies (or rolls back) and waits for the job. */
export async function run(
  identity: Identity,
  admin: Person,
  importId: string,
  action: 'apply' | 'rollback' = 'apply',
): Promise<RosterImport> {
  const response = await act(identity, admin, importId, action);
  expect(response.status).toBe(202);
  return settled(identity, admin, importId);
}

/** The events of accounts in a district, by type. */
export function accountsIn(published: EventEnvelope[], organizationId: string) {
  const members = published.filter(
    (event) =>
      event.type === 'identity.membership.changed' &&
      (event.payload as { organizationId: string | null }).organizationId === organizationId,
  );
  return members.map((event) => event.payload as { userId: string; schoolId: string | null; role: string });
}

/** A switch the test flips: the next `failAfter` writes to a collection succeed, then one fails. */
export interface WriteFailure {
  collection: string;
  /** Writes left before one fails; null: none fails. */
  failAfter: number | null;
  /** Only this kind of write counts (e.g. the bulk path's `insertMany`); any write when absent. */
  method?: string;
}

function failing<T extends Doc>(collection: Collection<T>, failure: WriteFailure): Collection<T> {
  const maybeFail = (method: string) => {
    if (failure.collection !== collection.name || failure.failAfter === null) return;
    if (failure.method !== undefined && failure.method !== method) return;
    if (failure.failAfter === 0) {
      failure.failAfter = null;
      throw new Error('injected: the store refused this write');
    }
    failure.failAfter -= 1;
  };
  return new Proxy(collection, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (['insert', 'insertMany', 'updateOne', 'deleteOne'].includes(String(property))) {
        return (...args: unknown[]) => {
          maybeFail(String(property));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** svc-identity whose store fails one write when `failure` says so. */
export function withFailingWrites(failure: WriteFailure): typeof identityService {
  return {
    ...identityService,
    build: (context) => {
      const real = context.infra.store;
      const store = new Proxy(real, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (property === 'collection') {
            return <T extends Doc>(definition: Parameters<DocumentStore['collection']>[0]) =>
              failing(target.collection(definition) as unknown as Collection<T>, failure);
          }
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      return identityService.build({ ...context, infra: { ...context.infra, store } });
    },
  };
}
