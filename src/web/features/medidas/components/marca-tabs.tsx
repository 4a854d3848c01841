import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TODAS } from '../hooks/use-marca-filter';

/** 'Todas' and every brand that still has rows missing measurements. */
export function MarcaTabs({ value, marcas, onValueChange }: { value: string; marcas: readonly string[]; onValueChange: (marca: string) => void }) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label="Marca" className="w-full justify-start">
        <TabsTrigger value={TODAS} className="flex-none">
          Todas
        </TabsTrigger>
        {marcas.map((marca) => (
          <TabsTrigger key={marca} value={marca} className="flex-none">
            {marca}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
