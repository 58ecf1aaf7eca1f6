import { federatedApp } from '@heartwise/ui-kit/webpack';

// The host: served at the site root; finds its remotes at runtime from /remotes.json.
export default federatedApp({
  dir: import.meta.dirname,
  app: 'shell',
  title: 'Heartwise — mental health support for young people',
  template: './src/index.html',
});
