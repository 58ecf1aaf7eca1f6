// A remote's page running alone (no shell): the federation runtime its externalRuntime build expects
// on globalThis, set before its main.js runs. Under the shell, the shell's runtime fills this role.
import * as runtimeCore from '@module-federation/runtime-core';

const slot = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
slot._FEDERATION_RUNTIME_CORE ??= runtimeCore;
