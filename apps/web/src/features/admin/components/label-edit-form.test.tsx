import { labelPlaceholderMissing } from '@mti/contracts/admin/console-labels';
import { LABEL_BLANK } from '@mti/contracts/survey/survey-admin-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { LabelEditForm } from './label-edit-form.tsx';

const label = {
  screen: 'productData' as const,
  screen_name: 'Survey entry',
  appears_on: '/productData',
  key: 'warningBookingUsdLow',
  text: 'Bookings (USD) is below the typical lower limit of {limit}.',
  default_text: 'Bookings (USD) is below the typical lower limit of {limit}.',
  is_default: true,
  version: 2,
};

describe('the label edit form', () => {
  it('names the screen, refuses a blank text and a lost {limit} from the keyboard, then saves the trimmed text', async () => {
    const onSave = vi.fn();
    renderWithProviders(<LabelEditForm label={label} saving={false} onSave={onSave} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText('Text of warningBookingUsdLow');
    expect(screen.getByText('Survey entry · appears on /productData')).toBeVisible();
    await user.clear(field);
    await user.tab();
    expect(await screen.findByText(LABEL_BLANK)).toBeVisible();
    await user.click(field);
    await user.keyboard('Bookings look low.');
    await user.tab(); // to Save
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText(labelPlaceholderMissing('limit'))).toBeVisible();
    await user.clear(field);
    await user.keyboard('  Bookings are under {{limit}: please check. ');
    await user.tab(); // to Save
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith('Bookings are under {limit}: please check.');
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
