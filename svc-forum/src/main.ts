import { onShutdown, startService } from '@heartwise/service-kit';
import { forumService } from './service.js';

const running = await startService(forumService);
onShutdown(running.logger, [running.stop]);
