import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { knownDevices } from '../src/adapters/devices/known-devices.js';

const ana = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ben = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const devices = knownDevices(randomBytes(32));

describe('known devices (issue 15)', () => {
  it('recognises the browser an account signed in on, and only for that account', () => {
    const token = devices.remember(undefined, ana);
    expect(devices.recognise(token, ana)).toEqual(expect.any(String));
    expect(devices.recognise(token, ben)).toBeNull();
    expect(token).not.toContain(ana); // the cookie names no one
  });

  it('keeps one device id as more accounts sign in on a shared computer, the newest five', () => {
    let token = devices.remember(undefined, ana);
    const deviceId = devices.recognise(token, ana);
    token = devices.remember(token, ben);
    expect(devices.recognise(token, ana)).toBe(deviceId);
    expect(devices.recognise(token, ben)).toBe(deviceId);
    const others = Array.from({ length: 5 }, (_, n) => `00000000-0000-4000-8000-00000000000${n}`);
    for (const other of others) token = devices.remember(token, other);
    expect(devices.recognise(token, ana)).toBeNull(); // the oldest made room
    expect(devices.recognise(token, others[4] ?? '')).toBe(deviceId);
  });

  it('is not fooled by an edited, made-up or foreign token', () => {
    const token = devices.remember(undefined, ana);
    const edited = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(devices.recognise(edited, ana)).toBeNull();
    expect(devices.recognise('not a token', ana)).toBeNull();
    expect(devices.recognise(undefined, ana)).toBeNull();
    expect(knownDevices(randomBytes(32)).recognise(token, ana)).toBeNull(); // another server's secret
    // A made-up token starts afresh rather than being kept.
    expect(devices.remember('made.up', ana).startsWith('made')).toBe(false);
  });
});
