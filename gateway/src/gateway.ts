import { RemotesManifest, buildOpenApiDocument, operationsByName } from '@heartwise/contracts';
import {
  authenticate,
  createLogger,
  createServiceApp,
  listen,
  loadConfig,
  MemoryKeyValueStore,
  nameRoute,
  onlyMethods,
  RedisKeyValueStore,
  requireRole,
  ServiceMetrics,
  SessionStore,
  staticSite,
  TokenVerifier,
  type KeyValueStore,
  type RunningService,
} from '@heartwise/service-kit';
import { bodyLimit, parseByteSize } from './body-limit.js';
import { gatewayConfig } from './config.js';
import { serviceProxies } from './proxy.js';
import { ownerOfRequest, serviceUrls } from './routes.js';
import { prerenderedPages } from './prerendered-pages.js';
import { installFiles } from './install-files.js';
import { systemHealth } from './system-health.js';
import { sameOriginMutations } from './same-origin.js';
import { securityHeaders } from './security-headers.js';
import { sessionCheck } from './session-check.js';
import { forwardedFor } from './forwarded-for.js';
import { answerMalformedRequestsInJson } from './malformed-requests.js';

export interface GatewayOptions {
  env?: NodeJS.ProcessEnv;
  /** The embedded mode hands in the process's shared store; otherwise REDIS_URL or a private one. */
  kv?: KeyValueStore;
}

/** The one door: /api to the owning service, /remotes.json, /api/docs, and the shell in local modes. */
export async function startGateway(options: GatewayOptions = {}): Promise<RunningService> {
  const startedAt = new Date();
  const config = loadConfig('gateway', gatewayConfig, options.env ?? process.env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const kv =
    options.kv ??
    (config.REDIS_URL
      ? await RedisKeyValueStore.connect(config.REDIS_URL, { keyPrefix: 'heartwise:', logger })
      : new MemoryKeyValueStore());
  const ownsKv = !options.kv;
  const sessions = new SessionStore(kv);
  const verifier = new TokenVerifier(config.JWT_PUBLIC_KEY);
  const remotes = RemotesManifest.parse({
    wellness: config.REMOTE_WELLNESS_URL,
    forum: config.REMOTE_FORUM_URL,
    admin: config.REMOTE_ADMIN_URL,
    portal: config.REMOTE_PORTAL_URL,
  });
  const openApi = buildOpenApiDocument();
  const metrics = new ServiceMetrics('gateway');
  const urls = serviceUrls(config);

  const app = createServiceApp({
    service: 'gateway',
    logger,
    metrics,
    readiness: { sessions: () => kv.ping() },
    parseJson: false,
    mintRequestIds: true,
    trustProxy: config.TRUST_PROXY,
    routes(express) {
      // Everything a browser loads from here gets the headers; the probes above are not for browsers.
      express.use(securityHeaders(Object.values(remotes)));
      express.get('/remotes.json', (_req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.json(remotes);
      });
      express.all('/remotes.json', onlyMethods('GET'));
      express.get('/api/docs', (_req, res) => {
        res.json(openApi);
      });
      express.use(
        '/api',
        sameOriginMutations(),
        // The config schema has already refused a BODY_LIMIT this cannot read.
        bodyLimit(parseByteSize(config.BODY_LIMIT) ?? 0),
        sessionCheck(verifier, sessions),
        forwardedFor,
      );
      // The gateway's own: after the session check (a dead session is anonymous here too).
      const health = operationsByName.systemHealth.path;
      express.get(health, authenticate(verifier), requireRole('admin'), async (_req, res) => {
        res.json(await systemHealth({ urls, metrics, startedAt }));
      });
      // The gateway's own paths: another method is refused here (after the same-origin check, as
      // every /api write), never proxied to svc-identity.
      express.all('/api/docs', onlyMethods('GET'));
      express.all(health, onlyMethods('GET'));
      // Proxied requests match no route: name them by their service for the latency figures.
      express.use('/api', (req, res, next) => {
        const owner = ownerOfRequest(req);
        if (owner) nameRoute(res, `proxy:${owner}`);
        next();
      });
      for (const proxy of serviceProxies(urls, logger)) express.use(proxy);
      if (config.SHELL_DIR) {
        express.use(prerenderedPages(config.SHELL_DIR, verifier, sessions));
        express.use(installFiles(config.SHELL_DIR));
        express.use(staticSite(config.SHELL_DIR, { spaFallback: true }));
      }
    },
  });

  const listening = await listen(app, config.HOST, config.PORT);
  answerMalformedRequestsInJson(listening.server);
  logger.info({ url: listening.url }, 'gateway listening');
  return {
    name: 'gateway',
    url: listening.url,
    port: listening.port,
    logger,
    async stop() {
      await listening.close();
      if (ownsKv) await kv.close();
    },
  };
}
