import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { VideoModal } from './VideoModal';

describe('VideoModal', () => {
  it('shows only a play button until clicked', async () => {
    const { container } = render(
      <VideoModal src="/media/promo.mp4" title="Fanout in two minutes" playLabel="Play video" closeLabel="Close" />,
    );
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    await expectAccessible(container);
  });

  it('opens a labelled dialog with an autoplaying video, and the close button destroys the player', async () => {
    const user = userEvent.setup();
    render(
      <VideoModal src="/media/promo.mp4" title="Fanout in two minutes" playLabel="Play video" closeLabel="Close" />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    const dialog = screen.getByRole('dialog', { name: 'Fanout in two minutes' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/promo.mp4');
    expect(video).toHaveProperty('autoplay', true);
    expect(video).toHaveAttribute('controls');
    await expectAccessible(document.body);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toHaveFocus();
  });

  it('says so when the video cannot be loaded, and shows caption tracks', async () => {
    const user = userEvent.setup();
    render(
      <VideoModal
        src="/media/missing.webm"
        title="The tour"
        playLabel="Play video"
        closeLabel="Close"
        captions={[{ src: '/media/tour.en.vtt', srclang: 'en', label: 'English' }]}
        errorText="The video could not be loaded."
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    const video = screen.getByRole('dialog', { name: 'The tour' }).querySelector('video');
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('src', '/media/tour.en.vtt');
    expect(track).toHaveAttribute('kind', 'captions');
    fireEvent.error(video as HTMLVideoElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.');
    expect(document.querySelector('video')).toBeNull();
  });

  it('embeds a player page with autoplay on, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <VideoModal
        src="https://www.youtube-nocookie.com/embed/abc123?rel=0"
        title="宣传视频"
        playLabel="播放视频"
        closeLabel="关闭"
      />,
    );
    await user.click(screen.getByRole('button', { name: '播放视频' }));
    const frame = screen.getByTitle('宣传视频');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    await user.keyboard('{Escape}');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
