// A survey number field (spec §4–§5): digits and one dot, no leading zeros, two decimals, 13
// characters for amounts and 5 for percentages; thousands separators shown, and stripped while
// editing; a zero empties on focus; on blur empty, zero or a dot becomes 0, amounts rounded.
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  type SurveyInputKind,
  sanitizeSurveyInput,
  surveyValueOnBlur,
  surveyValueOnFocus,
} from '@mti/contracts/survey/survey-input';
import classes from './survey-number-input.module.css';

type SurveyNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  kind: SurveyInputKind;
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the value as it stands after the blur rule. */
  onCommit?: (value: string) => void;
};

export function SurveyNumberInput({ kind, value, onValueChange, onCommit, ...props }: SurveyNumberInputProps) {
  return (
    <TextInput
      {...props}
      classNames={{ input: classes.input }}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      rightSection={kind === 'percent' ? <span aria-hidden="true">%</span> : undefined}
      rightSectionWidth={kind === 'percent' ? 28 : undefined}
      onFocus={() => onValueChange(surveyValueOnFocus(value))}
      onChange={(event) => onValueChange(sanitizeSurveyInput(event.currentTarget.value, kind))}
      onBlur={() => {
        const committed = surveyValueOnBlur(value, kind);
        onValueChange(committed);
        onCommit?.(committed);
      }}
    />
  );
}
