import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Lighthouse's two presets: a mid-range phone on slow 4G (its default), or a desktop on cable. */
export type Device = 'mobile' | 'desktop';

export interface PageScores {
  page: string;
  device: Device;
  /** 0–100, as Lighthouse shows them; NaN when the category could not be scored. */
  performance: number;
  accessibility: number;
  /** Why a score is missing, or what held the performance score down most. */
  note?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with DevTools on a port it picks; resolves once it listens. */
async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = await mkdtemp(join(tmpdir(), 'heartwise-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (!child.stderr) throw new Error('Chromium started without a stderr pipe');
  const lines = createInterface({ input: child.stderr });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not open DevTools within 30 s')), 30_000);
    lines.on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium (${CHROMIUM}) exited (${code}) before DevTools listened`));
    });
  });
  return { port, child, profile };
}

const score = (value: number | null | undefined) =>
  typeof value === 'number' ? Math.round(value * 100) : Number.NaN;

const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint', 'speed-index'];

/** The performance metrics Lighthouse scored below 0.9, with their values: where the points went. */
function slowest(
  audits: Record<string, { score: number | null; displayValue?: string; title: string }>,
): string {
  return METRICS.map((id) => audits[id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.title} ${audit?.displayValue ?? ''}`.trim())
    .join(', ');
}

/**
 * Lighthouse's performance and accessibility scores (simulated throttling, for each device) for
 * each page; `cookie` is sent with every request for pages behind sign-in.
 */
export async function lighthouseScores(
  pages: { page: string; url: string; cookie?: string }[],
  devices: readonly Device[] = ['mobile'],
): Promise<PageScores[]> {
  const chromium = await launchChromium();
  try {
    const scores: PageScores[] = [];
    for (const device of devices)
      for (const { page, url, cookie } of pages) {
        const result = await lighthouse(
          url,
          {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          device === 'desktop' ? desktopConfig : undefined,
        );
        const categories = result?.lhr.categories;
        const note = result?.lhr.runtimeError?.message ?? slowest(result?.lhr.audits ?? {});
        scores.push({
          page,
          device,
          performance: score(categories?.performance?.score),
          accessibility: score(categories?.accessibility?.score),
          ...(note ? { note } : {}),
        });
      }
    return scores;
  } finally {
    if (chromium.child.exitCode === null) {
      const exited = once(chromium.child, 'exit');
      chromium.child.kill('SIGTERM');
      await exited;
    }
    await rm(chromium.profile, { recursive: true, force: true });
  }
}
