import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { VideoModal } from './VideoModal';

const text = {
  en: {
    title: 'Fanout in two minutes',
    play: 'Play video',
    close: 'Close',
    caption: 'See a batch transfer end to end',
  },
  chs: { title: '两分钟了解 Fanout', play: '播放视频', close: '关闭', caption: '看一次完整的批量转账' },
};

const meta = {
  title: 'Overlays/VideoModal',
  component: VideoModal,
  args: {
    src: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
    title: '',
    playLabel: '',
    closeLabel: '',
  },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div
        style={{
          display: 'grid',
          placeItems: 'center',
          gap: 24,
          padding: 64,
          borderRadius: 16,
          background: 'var(--gradient-hero)',
          color: 'var(--color-on-hero)',
        }}
      >
        <VideoModal {...args} title={t.title} playLabel={t.play} closeLabel={t.close} />
        <p style={{ margin: 0 }}>{t.caption}</p>
      </div>
    );
  },
} satisfies Meta<typeof VideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoFile: Story = {};
export const EmbeddedPlayer: Story = { args: { src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' } };
