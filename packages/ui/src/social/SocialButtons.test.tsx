import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { SocialButtons } from './SocialButtons';

const links = [
  { network: 'telegram', href: 'https://t.me/fanout', label: 'Fanout on Telegram' },
  { network: 'x', href: 'https://x.com/fanout', label: 'Fanout on X' },
  { network: 'email', href: 'mailto:hello@fanout.example', label: 'Email us' },
] as const;

describe('SocialButtons', () => {
  it('names each icon link and opens outside links in a new tab safely', async () => {
    const { container } = render(<SocialButtons links={[...links]} label="Follow us" />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const telegram = within(list).getByRole('link', { name: 'Fanout on Telegram' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/fanout');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByRole('link', { name: 'Email us' })).not.toHaveAttribute('target');
    expect(telegram).toHaveTextContent('');
    await expectAccessible(container);
  });

  it('shows the labels as text in the labelled variant', async () => {
    const { container } = render(
      <SocialButtons
        variant="labelled"
        label="Sign in with"
        links={[{ network: 'github', href: '#/login', label: '使用 GitHub 登录' }]}
      />,
    );
    expect(screen.getByRole('link', { name: '使用 GitHub 登录' })).toHaveTextContent('使用 GitHub 登录');
    await expectAccessible(container);
  });
});
