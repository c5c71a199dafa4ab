// What the contact form's tests type in: one complete message, by field label.
export const completeMessage = {
  "First name": "Rahima",
  "Last name": "Akter",
  Email: "rahima@example.com",
  Telephone: "+880 1712-345678",
  Message: "I need an online store for my boutique in Dhanmondi.",
} as const;
