export { startGateway, type GatewayOptions } from './gateway.js';
export { gatewayConfig, type GatewayConfig } from './config.js';
export { routeTable, ownerOf } from './routes.js';
