// Test support for every front end (jest, jsdom): a fake API, fixtures that satisfy the contracts,
// and rendering inside the platform providers. Never imported by app code, so never bundled.
export { fakeApi, fakeResponse } from './fakeApi.js';
export type { FakeCall, FakeReply, FakeRoute } from './fakeApi.js';
export { aUser } from './fixtures.js';
export { renderPage, renderRoutes } from './render.js';
export type { FakeRemotes, RenderOptions } from './render.js';
