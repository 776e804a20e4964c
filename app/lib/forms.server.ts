import { data } from 'react-router';

/**
 * The submitted form, or a 400 page when the body is not a form at all (a
 * script posting JSON or garbage), instead of an error 500 (DESIGN §5).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Odeslaná data nejsou formulář.', { status: 400 });
  }
}
