// The app form's values: the contract's fields, with '' where the server keeps null (no terms
// address). The contract's own schema checks them, so the browser shows the server's messages.
import { type AppFields, appFields, type ConsoleApp } from '@mti/contracts/admin/console-catalogue';
import { z } from 'zod';

export type AppFormValues = Omit<AppFields, 'terms_url'> & { terms_url: string };

export function appFormOf(app: ConsoleApp): AppFormValues {
  return {
    app_title: app.app_title,
    short_name: app.short_name,
    url_key: app.url_key,
    appurl: app.appurl,
    target: app.target as AppFields['target'],
    app_img: app.app_img,
    group_name: app.group_name,
    app_sort_order: app.app_sort_order,
    menu_group_name: app.menu_group_name,
    menu_sort_order: app.menu_sort_order,
    mti_role_name: app.mti_role_name,
    terms_required: app.terms_required,
    terms_url: app.terms_url ?? '',
    status: app.status === 1 ? 1 : 0,
  };
}

export const appFormSchema = z.preprocess(
  (values) => ({ ...(values as AppFormValues), terms_url: (values as AppFormValues).terms_url.trim() || null }),
  appFields,
);

export function appBodyOf(values: AppFormValues): AppFields {
  return { ...values, terms_url: values.terms_url.trim() || null };
}
