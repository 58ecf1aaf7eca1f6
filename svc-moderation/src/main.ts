import { onShutdown, startService } from '@heartwise/service-kit';
import { moderationService } from './service.js';

const running = await startService(moderationService);
onShutdown(running.logger, [running.stop]);
