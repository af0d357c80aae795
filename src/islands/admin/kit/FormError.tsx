// A panel's problem that names no field (the server's refusal, a lost connection), above its fields.
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-sale">
      {message}
    </p>
  );
}
