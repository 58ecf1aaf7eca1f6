import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '@heartwise/contracts';
import { baseServiceEnv, portEnv } from '../../src/config/load-config.js';
import { authenticate, caller } from '../../src/auth/guards.js';
import { newEvent } from '../../src/domain/new-event.js';
import type { KeyValueUse } from '../../src/runtime/infrastructure.js';
import type { ServiceDefinition } from '../../src/runtime/start-service.js';

export const NoteWritten = defineEvent('wellness.note.written', 1, z.object({ noteId: z.uuid() }));

const Note = z.object({ id: z.uuid(), userId: z.uuid() });
const notesConfig = baseServiceEnv.extend({ PORT: portEnv(0) });

/**
 * The smallest service startService can run: who am I (behind `authenticate`, as every service's
 * routes are) and one write that causes an event (through the outbox, as every service's writes do).
 */
export function notesService(keyValue?: KeyValueUse): ServiceDefinition<typeof notesConfig> {
  return {
    name: 'svc-notes',
    configSchema: notesConfig,
    ...(keyValue ? { keyValue } : {}),
    build({ infra, verifier }) {
      const notes = infra.store.collection({ name: 'notes', schema: Note });
      return {
        events: { publishes: [NoteWritten], subscribes: [] },
        routes(app) {
          app.get('/api/me', authenticate(verifier), (req, res) => {
            res.json({ userId: caller(req).sub });
          });
          app.post('/api/notes', authenticate(verifier), async (req, res) => {
            const note = { id: randomUUID(), userId: caller(req).sub };
            await notes.insert(note, { events: [newEvent(NoteWritten, { noteId: note.id })] });
            res.status(201).json(note);
          });
        },
      };
    },
  };
}
