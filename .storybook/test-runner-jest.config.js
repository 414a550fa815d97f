import { getJestConfig } from '@storybook/test-runner';

// Debian's Chromium, launched without anything that reaches the network: no browser is downloaded.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Same pixels on every machine: no LCD subpixel text, no device scaling.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-device-scale-factor=1',
];

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        // Dates in stories render the same wherever the tests run.
        timezoneId: 'Asia/Riyadh',
        locale: 'ar-SA',
        reducedMotion: 'reduce',
      },
    },
  },
};
