import { NativePurchases, PURCHASE_TYPE } from '@capgo/native-purchases';
import { coursesTexts as t } from '@holdfast/shared/courses';

/** What the server's receipt verifier (platform/payments/store-receipts.ts) is given for one store purchase. */
export interface StoreOrder {
  transaction_id: string;
  receipt: string;
}

/**
 * Store purchases through @capgo/native-purchases (StoreKit 2 on iOS, Google Play Billing on Android):
 * order the product; the receipt goes to the server's verifier (POST verify, the StoreReceiptVerifier
 * interface) before the purchase is finished. iOS hands a signed JWS transaction (StoreKit 2; the legacy
 * receipt when there is none), Android a purchase token, acknowledged only once the server took it.
 */
export async function orderFromStore(productId: string, productType: 'one-time' | 'subscription'): Promise<StoreOrder> {
  const { isBillingSupported } = await NativePurchases.isBillingSupported();
  if (!isBillingSupported) throw new Error(t.offerNotReturned);
  const type = productType === 'subscription' ? PURCHASE_TYPE.SUBS : PURCHASE_TYPE.INAPP;
  // The store knows the product (spec 2: products are registered before the offer is ordered).
  const { product } = await NativePurchases.getProduct({ productIdentifier: productId, productType: type });
  if (!product) throw new Error(t.offerNotReturned);
  const tx = await NativePurchases.purchaseProduct({ productIdentifier: productId, productType: type, autoAcknowledgePurchases: false });
  const receipt = tx.jwsRepresentation ?? tx.receipt ?? tx.purchaseToken;
  if (!tx.transactionId || !receipt) throw new Error(t.notPurchased);
  return { transaction_id: tx.transactionId, receipt };
}

/** After the server verified it: Android acknowledges (or Google refunds in 3 days); StoreKit 2 finished it already. */
export async function finishStoreOrder(platform: 'ios' | 'android', order: StoreOrder): Promise<void> {
  if (platform === 'android') await NativePurchases.acknowledgePurchase({ purchaseToken: order.receipt });
}
