import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageDownload } from './image-download';
import { MaterialForm } from './material-form';
import { MaterialLink } from './material-link';
import { MSG } from '@domain/messages';

afterEach(cleanup);

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('MaterialLink', () => {
  it('cuts the link to 25 characters and opens it in a new tab without opener or referrer', () => {
    render(<MaterialLink link="https://example.org/a/very/long/path/to/notes.pdf" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('https://example.org/a/ver… (opens in a new tab)');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never makes a javascript: link clickable', () => {
    render(<MaterialLink link="javascript:alert(1)" full />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });
});

describe('ImageDownload', () => {
  it('saves one of our images with <a download> under a readable name', () => {
    render(<ImageDownload image={`/api/images/${'d'.repeat(64)}.webp`} materialId={ID} />);
    const link = screen.getByRole('link', { name: 'Download image' });
    expect(link.getAttribute('download')).toBe('material-0f8fad5b.webp');
    expect(link.getAttribute('href')).toBe(`/api/images/${'d'.repeat(64)}.webp`);
  });

  it('opens an image hosted elsewhere in a new tab, and says why', () => {
    render(<ImageDownload image="https://i.example.net/pic.jpg" materialId={ID} />);
    const link = screen.getByRole('link', { name: 'Open image to save it' });
    expect(link.getAttribute('download')).toBeNull();
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/hosted on i\.example\.net/)).toBeTruthy();
  });
});

describe('MaterialForm', () => {
  it('requires the image and the link, says Invalid URL for a bad link, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<MaterialForm facts={[{ label: 'Session title', value: 'Algebra' }]} submitLabel="Upload" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Session title')).toHaveProperty('readOnly', true);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(MSG.materials.imageRequired)).toBeTruthy();
    expect(screen.getByText(MSG.materials.linkRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Invalid URL')).toBeTruthy();
    expect(screen.getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
