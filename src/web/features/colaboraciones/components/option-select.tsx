import type { FormFieldControlProps } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** Radix Select has no empty value: this one stands for "no value" (stored as null). */
const NONE = '__ninguno__';

/**
 * A clearable select over one of spec §3's option lists. A value outside the list (an imported
 * product's type, say) is kept and offered, so editing never loses it silently.
 */
export function OptionSelect({
  control,
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Sin especificar',
  disabled,
}: {
  control: FormFieldControlProps;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
}) {
  const extra = value && !options.includes(value) ? [value] : [];
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)} disabled={disabled}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>
          <span className="text-muted-foreground">{placeholder}</span>
        </SelectItem>
        {[...extra, ...options].map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
