/**
 * The demo accounts' password in the embedded mode: DEMO_PASSWORD, else this one, printed at start
 * on purpose (a local demo with local-only accounts).
 */
export const DEFAULT_DEMO_PASSWORD = 'heartwise-demo';

export const demoPasswordFrom = (env: NodeJS.ProcessEnv): string =>
  env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
