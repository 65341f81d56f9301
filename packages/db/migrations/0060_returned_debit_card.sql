-- An online card payment of a returned debit's amount in progress (ADR 0129, amendment): the provider's reference of the attempt, one at a time.
ALTER TABLE "payments" ADD COLUMN "return_card_ref" text;
