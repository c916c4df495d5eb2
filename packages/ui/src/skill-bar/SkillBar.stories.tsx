import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { SkillBar } from './SkillBar';

const text = {
  en: ['Smart contracts', 'Community building', 'Wallet security'],
  chs: ['智能合约', '社区运营', '钱包安全'],
};
const values = [80, 70, 85];

const meta = {
  title: 'Data/SkillBar',
  component: SkillBar,
  args: { label: '', value: 80 },
  render: (args, context) => (
    <div style={{ maxWidth: 480 }}>
      <SkillBar {...args} label={text[localeOf(context)][0] ?? ''} />
    </div>
  ),
} satisfies Meta<typeof SkillBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const ProfileSkills: Story = {
  render: (_args, context) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      {text[localeOf(context)].map((label, i) => (
        <SkillBar key={label} label={label} value={values[i] ?? 0} />
      ))}
    </div>
  ),
};
