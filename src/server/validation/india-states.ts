/**
 * The states and union territories of India, in one place: a postal address in India names one
 * of them. The English name is the value a form posts and the API takes; Telugu pages show `te`.
 */
export const indiaStates = [
  { en: 'Andhra Pradesh', te: 'ఆంధ్రప్రదేశ్' },
  { en: 'Arunachal Pradesh', te: 'అరుణాచల్ ప్రదేశ్' },
  { en: 'Assam', te: 'అస్సాం' },
  { en: 'Bihar', te: 'బీహార్' },
  { en: 'Chhattisgarh', te: 'ఛత్తీస్‌గఢ్' },
  { en: 'Goa', te: 'గోవా' },
  { en: 'Gujarat', te: 'గుజరాత్' },
  { en: 'Haryana', te: 'హర్యానా' },
  { en: 'Himachal Pradesh', te: 'హిమాచల్ ప్రదేశ్' },
  { en: 'Jharkhand', te: 'జార్ఖండ్' },
  { en: 'Karnataka', te: 'కర్ణాటక' },
  { en: 'Kerala', te: 'కేరళ' },
  { en: 'Madhya Pradesh', te: 'మధ్యప్రదేశ్' },
  { en: 'Maharashtra', te: 'మహారాష్ట్ర' },
  { en: 'Manipur', te: 'మణిపూర్' },
  { en: 'Meghalaya', te: 'మేఘాలయ' },
  { en: 'Mizoram', te: 'మిజోరం' },
  { en: 'Nagaland', te: 'నాగాలాండ్' },
  { en: 'Odisha', te: 'ఒడిశా' },
  { en: 'Punjab', te: 'పంజాబ్' },
  { en: 'Rajasthan', te: 'రాజస్థాన్' },
  { en: 'Sikkim', te: 'సిక్కిం' },
  { en: 'Tamil Nadu', te: 'తమిళనాడు' },
  { en: 'Telangana', te: 'తెలంగాణ' },
  { en: 'Tripura', te: 'త్రిపుర' },
  { en: 'Uttar Pradesh', te: 'ఉత్తరప్రదేశ్' },
  { en: 'Uttarakhand', te: 'ఉత్తరాఖండ్' },
  { en: 'West Bengal', te: 'పశ్చిమ బెంగాల్' },
  { en: 'Andaman and Nicobar Islands', te: 'అండమాన్ నికోబార్ దీవులు' },
  { en: 'Chandigarh', te: 'చండీగఢ్' },
  { en: 'Dadra and Nagar Haveli and Daman and Diu', te: 'దాద్రా నగర్ హవేలీ, డామన్ డయ్యూ' },
  { en: 'Delhi', te: 'ఢిల్లీ' },
  { en: 'Jammu and Kashmir', te: 'జమ్మూ కాశ్మీర్' },
  { en: 'Ladakh', te: 'లడఖ్' },
  { en: 'Lakshadweep', te: 'లక్షద్వీప్' },
  { en: 'Puducherry', te: 'పుదుచ్చేరి' },
] as const;

/** The state's English name for a name given in either language; undefined when not a state. */
export function indiaState(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return indiaStates.find((s) => s.en.toLowerCase() === wanted || s.te === value.trim())?.en;
}
