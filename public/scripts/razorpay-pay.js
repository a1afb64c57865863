// The Razorpay step of a donation's or a puja booking's page, only present when the gateway is
// configured. The panel may name its own order and verify endpoints (data-order, data-verify).
// Checkout's script is fetched from Razorpay on the first click, never before.
(function () {
  var button = document.getElementById('gateway-pay');
  var panel = button && button.closest('.payment__gateway');
  if (!button || !panel) return;
  panel.hidden = false;
  var checkoutSrc = 'https://checkout.razorpay.com/v1/checkout.js';
  var status = document.createElement('p');
  status.setAttribute('role', 'status');
  panel.appendChild(status);

  function say(text) {
    status.textContent = text || '';
  }

  function loadCheckout() {
    if (window.Razorpay) return Promise.resolve();
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = checkoutSrc;
      script.onload = function () { resolve(); };
      script.onerror = function () { reject(new Error('checkout')); };
      document.head.appendChild(script);
    });
  }

  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      return r.json().then(function (data) { return { ok: r.ok, data: data }; });
    });
  }

  var lang = document.documentElement.lang === 'te' ? '?lang=te' : '';
  var orderPath = panel.getAttribute('data-order') || '/api/donation/create-order';
  var verifyPath = panel.getAttribute('data-verify') || '/api/donation/verify';
  button.addEventListener('click', function () {
    button.disabled = true;
    say('');
    var reference = button.getAttribute('data-reference');
    // A booking's page carries its key, without which its order is refused.
    var key = button.getAttribute('data-key');
    post(orderPath + lang, key ? { reference: reference, key: key } : { reference: reference })
      .then(function (order) {
        if (!order.ok) throw new Error(order.data.message);
        return loadCheckout().then(function () { return order.data; });
      })
      .then(function (order) {
        var checkout = new window.Razorpay({
          key: order.keyId,
          amount: order.amount,
          currency: order.currency,
          order_id: order.orderId,
          name: panel.getAttribute('data-payee') || '',
          description: reference,
          prefill: { name: order.name, email: order.email },
          handler: function (result) {
            post(verifyPath + lang, {
              reference: reference,
              razorpay_payment_id: result.razorpay_payment_id,
              razorpay_order_id: result.razorpay_order_id,
              razorpay_signature: result.razorpay_signature,
            }).then(function (verified) {
              if (verified.ok) window.location.reload();
              else { say(verified.data.message); button.disabled = false; }
            });
          },
          modal: { ondismiss: function () { button.disabled = false; } },
        });
        checkout.on && checkout.on('payment.failed', function () {
          say(panel.getAttribute('data-failed'));
          button.disabled = false;
        });
        checkout.open();
      })
      .catch(function (error) {
        say(error.message === 'checkout' ? panel.getAttribute('data-unreachable') : error.message);
        button.disabled = false;
      });
  });
})();
