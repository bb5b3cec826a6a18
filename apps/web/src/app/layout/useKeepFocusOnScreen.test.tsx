import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { FOCUS_HOME, useKeepFocusOnScreen } from "./useKeepFocusOnScreen";

/** A screen whose "Take the job" button removes itself, like an action done. */
function Screen({
  focusOther = false,
  inHome = false,
}: {
  focusOther?: boolean;
  inHome?: boolean;
}) {
  const main = useRef<HTMLElement>(null);
  const other = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  useKeepFocusOnScreen(main);
  return (
    <main ref={main}>
      <h1>Available Jobs</h1>
      <section {...(inHome ? FOCUS_HOME : {})}>
        <h2>Actions</h2>
        {open && (
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              if (focusOther) other.current?.focus();
            }}
          >
            Take the job
          </button>
        )}
      </section>
      <button type="button" ref={other}>
        View Details
      </button>
    </main>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("focus that loses its element", () => {
  it("goes to the screen's heading instead of the page when the focused button goes away", async () => {
    render(<Screen />);
    const take = screen.getByRole("button", { name: "Take the job" });
    take.focus();
    fireEvent.click(take);

    const heading = screen.getByRole("heading", { level: 1, name: "Available Jobs" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable by script, but not a stop in the tab order.
    expect(heading.tabIndex).toBe(-1);
  });

  it("goes to the heading of the region marked as its home", async () => {
    render(<Screen inHome />);
    const take = screen.getByRole("button", { name: "Take the job" });
    take.focus();
    fireEvent.click(take);

    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Actions" })),
    );
  });

  it("stays where the screen itself put it", async () => {
    render(<Screen focusOther />);
    const take = screen.getByRole("button", { name: "Take the job" });
    take.focus();
    fireEvent.click(take);

    await wait(300);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "View Details" }));
  });

  it("leaves alone a page where nothing had focus", async () => {
    render(<Screen />);
    fireEvent.click(screen.getByRole("button", { name: "Take the job" }));

    await wait(300);
    expect(document.activeElement).toBe(document.body);
  });
});
