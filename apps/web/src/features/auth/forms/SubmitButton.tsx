import { Button, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";

interface SubmitButtonProps extends ButtonProps {
  /** While true the button shows a spinner and ignores presses. */
  pending: boolean;
  children: ReactNode;
}

/** A form's primary action: full width, thumb-sized, and impossible to press twice while it works. */
export function SubmitButton({ pending, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" fullWidth size="md" mih={44} loading={pending} {...props}>
      {children}
    </Button>
  );
}
