import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Container } from './Container';

const text = {
  en: {
    title: 'Pay a list in one go',
    body: 'The container centres the page at about 1200 px and keeps side padding on phones; narrow is the reading width of articles and forms.',
  },
  chs: {
    title: '一次付清整张名单',
    body: '容器将页面居中，宽约 1200 像素，在手机上保留两侧边距；窄版是文章和表单的阅读宽度。',
  },
};

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { narrow: false },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <Container {...args} style={{ outline: '1px dashed currentColor' }}>
        <h2>{t.title}</h2>
        <p>{t.body}</p>
      </Container>
    );
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Narrow: Story = { args: { narrow: true } };
