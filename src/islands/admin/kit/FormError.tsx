// A form's problem that names no field (the server's refusal, a lost connection), above its
// fields; the back office's panels and the customer area's forms show it the same way, the
// customer area with its rounder corners.
export function FormError({
  message,
  rounded = 'rounded-md',
}: {
  message: string;
  rounded?: 'rounded-md' | 'rounded-lg';
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`${rounded} border border-red-200 bg-red-50 p-3 text-sm text-sale`}>
      {message}
    </p>
  );
}
