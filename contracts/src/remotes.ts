import { z } from 'zod';

/** GET /remotes.json: where the shell loads each remote's mf-manifest.json from at runtime. */
export const RemotesManifest = z
  .object({
    wellness: z.string().min(1),
    forum: z.string().min(1),
    admin: z.string().min(1),
    portal: z.string().min(1),
  })
  .meta({ id: 'RemotesManifest' });
export type RemotesManifest = z.infer<typeof RemotesManifest>;
export type RemoteName = keyof RemotesManifest;
