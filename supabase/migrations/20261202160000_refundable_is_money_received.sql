-- Issue 35: merging decision 0061 (withholding follows the payment) with 0064 (refunds). A card or
-- PromptPay order paid net of withholding received its full value less what the company withheld
-- (public.orders.withheld_satang); the tax certified on a 50 ทวิ never reached the studio, so it cannot
-- be refunded in money. What can still be refunded on a receipt is therefore: a transfer's amount
-- received; else the order's value less what was withheld; else the receipt's total; less the refunds.
create or replace function public.receipt_refundable_satang(p_document_id uuid)
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(
           (select t.received_satang from public.instalment_transfers t where t.order_id = d.order_id),
           (select o.total_amount::bigint * 100 - o.withheld_satang from public.orders o where o.id = d.order_id),
           (d.snapshot -> 'totals' ->> 'total')::bigint)
         - coalesce((select sum(r.amount_satang) from public.receipt_refunds r where r.document_id = d.id), 0)
    from public.documents d
   where d.id = p_document_id and d.doc_type in ('tax_invoice', 'receipt');
$$;
