/** This copy's version: the same as package.json (a unit test holds them together). */
export const UI_KIT_VERSION = '1.3.0';
