// Storybook catalogue of @fanout/ui: built to storybook-static/ and served by the API under /storybook/.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Relative asset URLs, so the same build works at / and under the API's /storybook/ prefix.
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './' }),
};

export default config;
