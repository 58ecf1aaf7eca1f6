import { onShutdown } from '@heartwise/service-kit';
import { startGateway } from './gateway.js';

const running = await startGateway();
onShutdown(running.logger, [running.stop]);
