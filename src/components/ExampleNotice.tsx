const TEXT = {
  story:
    "Example story: this page shows the kind of story we will publish. It is not a real customer's account, and the site owner will replace it.",
  reviews: "Example reviews: these show how reviews will appear. They are not real customers' words, and the site owner will replace them.",
} as const;

/** Marks example content so nothing invented reads as fact. */
export function ExampleNotice({ kind }: { kind: keyof typeof TEXT }) {
  return (
    <p className="notice" role="note">
      {TEXT[kind]}
    </p>
  );
}
