import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows initials, whole emoji included, when there is no photo', () => {
    const { container } = render(<Avatar nombre="Valeria" apellidos="🌸 Flores" />);
    expect(container.textContent).toBe('V🌸');
    expect(container.textContent).not.toContain('\uFFFD');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the photo, and the initials once it fails to load; a new photo is tried again', () => {
    const { container, rerender } = render(<Avatar nombre="Ana" apellidos="López" src="/api/files/a.webp" alt="Foto de Ana" />);
    const img = screen.getByRole('img', { name: 'Foto de Ana' });
    expect(img.getAttribute('src')).toBe('/api/files/a.webp');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
    rerender(<Avatar nombre="Ana" apellidos="López" src="/api/files/b.webp" alt="Foto de Ana" />);
    expect(screen.getByRole('img', { name: 'Foto de Ana' }).getAttribute('src')).toBe('/api/files/b.webp');
  });
});
