import { DELIVERY_INSTRUCTIONS_MAX, DELIVERY_PREFERENCES_MESSAGES, deliveryWindowLabel, sameDeliveryWindow, type DeliveryWindow, type TrackingShipment } from '@meridian/contracts';
import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useSaveDeliveryPreferences } from '../api/save-delivery-preferences';
import { Card } from './side-card';

// Decision 0112: what the receiver's signed link adds to the tracking page: choose when to be home and tell the driver
// how to find them, until the shipment is out for delivery. Loaded only for a receiver, outside the page's first load.

const NO_WINDOW = '';
const keyOf = (w: DeliveryWindow) => `${w.date}|${w.from}|${w.to}`;

function Choices({ receiver }: { receiver: NonNullable<TrackingShipment['receiver']> }) {
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="font-semibold text-slate-800">Delivery window</dt>
        <dd className="text-slate-700" data-testid="receiver-window">
          {receiver.deliveryWindow ? deliveryWindowLabel(receiver.deliveryWindow) : 'No window chosen'}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-800">Instructions for the driver</dt>
        <dd className="whitespace-pre-line text-slate-700" data-testid="receiver-instructions">
          {receiver.instructions ?? 'None'}
        </dd>
      </div>
    </dl>
  );
}

function PreferencesForm({ shipment, receiverToken }: { shipment: TrackingShipment; receiverToken: string }) {
  const receiver = shipment.receiver!;
  const offered = shipment.deliveryWindows ?? [];
  // The window already chosen stays selectable even when the offer has moved on from it (the API accepts it unchanged).
  const options = receiver.deliveryWindow && !offered.some((w) => sameDeliveryWindow(w, receiver.deliveryWindow!)) ? [receiver.deliveryWindow, ...offered] : offered;
  const [windowKey, setWindowKey] = useState(receiver.deliveryWindow ? keyOf(receiver.deliveryWindow) : NO_WINDOW);
  const [instructions, setInstructions] = useState(receiver.instructions ?? '');
  const save = useSaveDeliveryPreferences(shipment.id, receiverToken);
  const fieldError: Record<string, string | undefined> = save.error instanceof ApiError ? save.error.fields : {};
  const onAField = Boolean(fieldError.window ?? fieldError.instructions);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const window = options.find((w) => keyOf(w) === windowKey) ?? null;
    save.mutate({ window, instructions: instructions.trim() });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Your delivery preferences">
      <FormField id="receiver-window" label="When are you home?" error={fieldError.window}>
        <select id="receiver-window" className={inputClass(Boolean(fieldError.window))} value={windowKey} onChange={(e) => setWindowKey(e.target.value)}>
          <option value={NO_WINDOW}>Any time</option>
          {options.map((w) => (
            <option key={keyOf(w)} value={keyOf(w)}>
              {deliveryWindowLabel(w)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="receiver-instructions" label="Instructions for the driver" hint="(optional)" error={fieldError.instructions}>
        <textarea
          id="receiver-instructions"
          className={inputClass(Boolean(fieldError.instructions))}
          rows={3}
          maxLength={DELIVERY_INSTRUCTIONS_MAX}
          placeholder="Gate code, where to leave it, a neighbour who can sign"
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save my preferences'}
      </Button>
      <div aria-live="polite">
        {save.isSuccess && (
          <Alert tone="success">
            Saved. {receiver.deliveryWindow ? `We will deliver ${deliveryWindowLabel(receiver.deliveryWindow)}.` : 'We will deliver at any time.'} The driver
            will see your instructions.
          </Alert>
        )}
        {save.isError && !onAField && <Alert tone="error">{messageOr(save.error, 'Your preferences could not be saved. Please try again.')}</Alert>}
      </div>
    </form>
  );
}

/**
 * The receiver's own card: their choices, and the form to change them while the shipment is not yet out for delivery.
 * `checked`: the answer on screen came from a lookup with the link (not the page drawn for a stranger before it).
 */
export function ReceiverCard({ shipment, receiverToken, checked }: { shipment: TrackingShipment; receiverToken: string; checked: boolean }) {
  const receiver = shipment.receiver;
  return (
    <Card title="Your delivery" icon={<CalendarClock aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
      {!receiver && !checked ? (
        <p role="status" className="text-sm text-slate-700">
          Loading your delivery...
        </p>
      ) : !receiver ? (
        <p className="text-sm text-slate-700" data-testid="receiver-link-expired">
          {DELIVERY_PREFERENCES_MESSAGES.tokenInvalid} The shipment is shown as anyone with its number sees it.
        </p>
      ) : receiver.canChangePreferences ? (
        <PreferencesForm shipment={shipment} receiverToken={receiverToken} />
      ) : (
        <>
          <Choices receiver={receiver} />
          <p className="mt-3 text-sm text-slate-700">{DELIVERY_PREFERENCES_MESSAGES.tooLate}</p>
        </>
      )}
    </Card>
  );
}
