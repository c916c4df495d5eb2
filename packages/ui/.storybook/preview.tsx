// Global story setup: tokens, the en/chs switch and the phone/desktop viewports.
import type { Preview } from '@storybook/react-vite';
import '../src/tokens/tokens.css';
import { localeOf } from '../src/storybook/localeOf';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the sample text',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'chs', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        phoneSmall: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = localeOf(context);
      return (
        <div lang={locale === 'chs' ? 'zh-CN' : 'en'} className="fanout-story">
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
