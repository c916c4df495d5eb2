import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewCard } from '../cards/ReviewCard';
import { avatarImage } from '../storybook/avatarImage';
import { localeOf } from '../storybook/localeOf';
import { screenshotImage } from '../storybook/screenshotImage';
import { CAROUSEL_PRESETS } from './CAROUSEL_PRESETS';
import { Carousel } from './Carousel';

const text = {
  en: {
    labels: {
      previous: 'Previous',
      next: 'Next',
      pause: 'Pause',
      play: 'Play',
      goTo: (n: number) => `Go to slide ${n}`,
      slide: (n: number, total: number) => `${n} of ${total}`,
    },
    screenshots: 'Screenshots of the tool',
    shots: [
      'Connect your wallet',
      'Paste the recipients',
      'Check the total',
      'Approve once',
      'Send the batch',
      'Keep the receipt',
    ],
    testimonials: 'What members say',
    rated: 'Rated 5 out of 5',
    reviews: [
      {
        title: 'Payroll in one go',
        text: 'We paid 180 contributors in two transactions.',
        name: 'Sam Okafor',
        org: 'Northwind DAO',
      },
      {
        title: 'No more spreadsheets',
        text: 'Paste, check, send. The fee is clear before we sign.',
        name: 'Priya Nair',
        org: 'Lantern Guild',
      },
      {
        title: 'Safe by default',
        text: 'Keys for our test wallets never left the laptop.',
        name: 'Marco Reyes',
        org: 'Tidepool Labs',
      },
    ],
    media: 'As featured in',
  },
  chs: {
    labels: {
      previous: '上一张',
      next: '下一张',
      pause: '暂停',
      play: '播放',
      goTo: (n: number) => `跳到第 ${n} 张`,
      slide: (n: number, total: number) => `第 ${n} 张，共 ${total} 张`,
    },
    screenshots: '工具截图',
    shots: ['连接钱包', '粘贴收款地址', '核对总额', '一次授权', '发送批量转账', '保存交易凭证'],
    testimonials: '社区成员怎么说',
    rated: '评分 5 星（满分 5 星）',
    reviews: [
      { title: '一次发完工资', text: '两笔交易就给 180 位贡献者发完了报酬。', name: '周子航', org: '北风社区' },
      { title: '告别表格', text: '粘贴、核对、发送，签名前手续费一清二楚。', name: '陈思远', org: '灯塔公会' },
      { title: '默认就安全', text: '测试钱包的私钥从没离开过电脑。', name: '李嘉', org: '潮汐实验室' },
    ],
    media: '媒体报道',
  },
};

const wordmarks = ['Lumen', 'Orbitly', 'Kestrel', 'Novaform', 'Parallax', 'Quill', 'Vantage', 'Meridian'];

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: { children: [], label: '', labels: text.en.labels, ...CAROUSEL_PRESETS.screenshots },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <Carousel {...args} label={t.screenshots} labels={t.labels}>
        {t.shots.map((shot, i) => (
          <figure key={shot} style={{ margin: 0, textAlign: 'center', fontFamily: 'var(--font-sans)' }}>
            <img src={screenshotImage(i)} alt="" width={400} height={420} style={{ width: '100%', height: 'auto' }} />
            <figcaption style={{ marginTop: 8 }}>{shot}</figcaption>
          </figure>
        ))}
      </Carousel>
    );
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Screenshots: Story = {};
export const ScreenshotsOnPhone: Story = { globals: { viewport: { value: 'phone' } } };
export const Paused: Story = { args: { autoplay: false } };
export const Testimonials: Story = {
  args: CAROUSEL_PRESETS.testimonials,
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 560 }}>
        <Carousel {...args} label={t.testimonials} labels={t.labels}>
          {t.reviews.map((review, i) => (
            <ReviewCard key={review.name} rating={5} ratingLabel={t.rated} imageUrl={avatarImage(i)} {...review} />
          ))}
        </Carousel>
      </div>
    );
  },
};
export const MediaLogos: Story = {
  args: { ...CAROUSEL_PRESETS.mediaLogos, showArrows: false, showDots: false },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div>
        <h3 style={{ textAlign: 'center', fontFamily: 'var(--font-sans)' }}>{t.media}</h3>
        <Carousel {...args} label={t.media} labels={t.labels}>
          {wordmarks.map((name) => (
            <p
              key={name}
              style={{
                margin: 0,
                padding: '16px 0',
                textAlign: 'center',
                fontFamily: 'var(--font-sans)',
                fontWeight: 800,
                fontSize: 24,
                letterSpacing: '-0.02em',
                color: 'var(--color-text-muted)',
              }}
            >
              {name}
            </p>
          ))}
        </Carousel>
      </div>
    );
  },
};
