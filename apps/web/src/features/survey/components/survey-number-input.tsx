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
import { selectionAfterFocusReformat, type TextSelection } from '@mti/contracts/survey/survey-input-selection';
import { useLayoutEffect, useRef } from 'react';
import classes from './survey-number-input.module.css';

type SurveyNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'ref'> & {
  kind: SurveyInputKind;
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the value as it stands after the blur rule. */
  onCommit?: (value: string) => void;
};

export function SurveyNumberInput({ kind, value, onValueChange, onCommit, ...props }: SurveyNumberInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Set on focus when the figure is reformatted; applied once the new figure is in the input,
  // because writing a new value into an input moves its caret to the end and drops the selection.
  const selectionToRestore = useRef<TextSelection | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = selectionToRestore.current;
    if (!input || !selection || input.value !== value) return;
    selectionToRestore.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(selection.start, selection.end);
  });

  return (
    <TextInput
      {...props}
      ref={inputRef}
      classNames={{ input: classes.input }}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      rightSection={kind === 'percent' ? <span aria-hidden="true">%</span> : undefined}
      rightSectionWidth={kind === 'percent' ? 28 : undefined}
      onFocus={(event) => {
        const input = event.currentTarget;
        const next = surveyValueOnFocus(value);
        if (next === input.value) return;
        selectionToRestore.current = selectionAfterFocusReformat(input.value, next, {
          start: input.selectionStart ?? input.value.length,
          end: input.selectionEnd ?? input.value.length,
        });
        onValueChange(next);
      }}
      onChange={(event) => onValueChange(sanitizeSurveyInput(event.currentTarget.value, kind))}
      onBlur={() => {
        const committed = surveyValueOnBlur(value, kind);
        onValueChange(committed);
        onCommit?.(committed);
      }}
    />
  );
}
