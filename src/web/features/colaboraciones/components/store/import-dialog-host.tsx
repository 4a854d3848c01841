import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { ImportDialogBody } from './import-dialog';

/** The Importar dialog with its body: its own chunk, which StoreToolbar loads on the first sign of use. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="3xl" padding="compact" className="grid h-[min(90dvh,52rem)] grid-rows-[auto_auto_minmax(0,1fr)_auto]">
        {open ? <ImportDialogBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
