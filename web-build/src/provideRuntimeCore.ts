// The shell's federation runtime plugin: hands its runtime to the remotes, which are built with
// `externalRuntime` and read it from globalThis when their remoteEntry.js runs. It is the same
// ESM instance the shell's own runtime uses (MF's provideExternalRuntime pulls in a second, CJS copy).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'heartwise-provide-runtime-core',
    beforeInit(args) {
      const slot = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
      slot._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
