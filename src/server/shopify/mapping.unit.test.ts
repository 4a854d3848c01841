import { describe, expect, it } from 'vitest';
import { nombreVisualizacionOf } from './mapping';

const variant = (title: string, options: Record<string, string>) => ({
  title,
  selectedOptions: Object.entries(options).map(([name, value]) => ({ name, value })),
});

describe('nombreVisualizacionOf (the name on every card)', () => {
  it('names the size and the colour after the product', () => {
    expect(nombreVisualizacionOf({ title: 'Jeans Campana Balam' }, variant('28 / Negro', { Talla: '28', Color: 'Negro' }))).toBe('Jeans Campana Balam · Talla 28 · Negro');
  });
  it('does not repeat a colour the title already says', () => {
    expect(nombreVisualizacionOf({ title: 'Jeans Recto Negro' }, variant('7 / Negro', { Size: '7', Colour: 'negro' }))).toBe('Jeans Recto Negro · Talla 7');
  });
  it("keeps a variant's own title when it has no size or colour, and drops 'Default Title'", () => {
    expect(nombreVisualizacionOf({ title: 'Collar Perla' }, variant('Dorado 45 cm', { Largo: '45 cm' }))).toBe('Collar Perla · Dorado 45 cm');
    expect(nombreVisualizacionOf({ title: 'Anillo Ónix' }, variant('Default Title', { Title: 'Default Title' }))).toBe('Anillo Ónix');
  });
});
