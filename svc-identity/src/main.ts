import { onShutdown, startService } from '@heartwise/service-kit';
import { identityService } from './service.js';

const running = await startService(identityService);
onShutdown(running.logger, [running.stop]);
