export { startGateway, type GatewayOptions } from './gateway.js';
export { gatewayConfig, type GatewayConfig } from './config.js';
export { deriveRouteTable, routeTable, ownerOf, type Route, type ServiceName } from './routes.js';
