import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TODAS } from '../hooks/use-marca-filter';

/**
 * 'Todas' and every brand that still has rows missing measurements; what the chosen tab shows is its
 * panel (a tab must control a panel that exists).
 */
export function MarcaTabs({ value, marcas, onValueChange, children }: { value: string; marcas: readonly string[]; onValueChange: (marca: string) => void; children: ReactNode }) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label="Marca" width="full" className="justify-start">
        <TabsTrigger value={TODAS} fit="content">
          Todas
        </TabsTrigger>
        {marcas.map((marca) => (
          <TabsTrigger key={marca} value={marca} fit="content">
            {marca}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}
